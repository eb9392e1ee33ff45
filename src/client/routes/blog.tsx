import { Link } from "react-router";
import { blogPosts } from "../../../content/blog/posts";
import { blogPreview } from "../../shared/blog";
import { PageHero } from "../components/ui/page-hero";
import { BlogHeaderImage } from "../features/blog/blog-header-image";
import { TagList } from "../features/blog/tag-list";
import { formatPostDate } from "../features/blog/format-post-date";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Blog",
    description: "Guides to dice divination, runes and tarot from the Mystic Dice oracle.",
    path: "/blog",
  });
}

export default function BlogRoute() {
  return (
    <>
      <PageHero eyebrow="From the oracle's desk" title="Blog">
        <p>Guides, lore and the craft behind the readings.</p>
      </PageHero>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 sm:px-6 md:grid-cols-3">
        {blogPosts.map((post) => (
          <li key={post.slug} className="card relative flex flex-col overflow-hidden">
            <BlogHeaderImage src={post.imageUrl} alt="" className="aspect-[1200/630] w-full" />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-xs text-indigo-200/85">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
              </p>
              <h2 className="mt-2 text-xl text-gold-100">
                <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-gold-200">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-indigo-100/85" data-testid="blog-preview">
                {blogPreview(post.content)}
              </p>
              <TagList tags={post.tags} className="mt-4" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
