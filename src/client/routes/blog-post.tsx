import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { withSitePathLinks } from "../features/legal/site-path-links";
import { blogPosts } from "../../../content/blog/posts";
import { splitIntoSections } from "../../shared/blog";
import { BlogHeaderImage } from "../features/blog/blog-header-image";
import { TagList } from "../features/blog/tag-list";
import { formatPostDate } from "../features/blog/format-post-date";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog-post";

function findPost(slug: string | undefined) {
  return blogPosts.find((post) => post.slug === slug);
}

export function meta({ params }: Route.MetaArgs) {
  const post = findPost(params.post);
  if (!post) {
    return pageMeta({
      title: "Blog Post Not Found",
      description: "This blog post could not be loaded.",
      path: "/blog",
      isIndexable: false,
    });
  }
  return pageMeta({
    title: post.title,
    description: post.metaDescription,
    path: `/blog/${post.slug}`,
    image: post.imageUrl,
    type: "article",
    keywords: post.keywords,
  });
}

export default function BlogPostRoute() {
  const post = findPost(useParams().post);
  if (!post) {
    return (
      <section className="mx-auto max-w-xl px-6 py-28 text-center">
        <h1 className="text-3xl text-gold-100">Blog Post Not Found</h1>
        <p className="mt-4 text-indigo-100/85">
          This blog post could not be loaded. The content might be unavailable or you may have accessed this page
          directly.
        </p>
        <Link to="/blog" className="btn-primary mt-8">
          Return to Blog
        </Link>
      </section>
    );
  }
  const sections = splitIntoSections(post.content);
  return (
    <article className="pb-20">
      <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6 sm:pt-10">
        {/* The art is drawn at 1200×630 inside a frame of its own: shown whole at that ratio, never cropped. */}
        <BlogHeaderImage src={post.imageUrl} alt="" className="aspect-[1200/630] w-full rounded-2xl shadow-xl" />
      </div>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <header className="card mt-6 p-6 sm:mt-8 sm:p-8">
          <p className="text-sm text-indigo-200/85">
            <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
          </p>
          <h1 className="mt-2 text-3xl leading-tight text-gold-100 sm:text-4xl">{post.title}</h1>
          <TagList tags={post.tags} className="mt-4" />
        </header>
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <section key={section.heading ?? `intro-${index}`}>
              {section.heading && <h2 className="text-2xl text-gold-100">{section.heading}</h2>}
              <div className="mt-3 space-y-4 text-lg leading-relaxed text-indigo-100/90">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{withSitePathLinks(paragraph)}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
        <Link to="/blog" className="btn-ghost mt-12">
          <ArrowLeft aria-hidden className="size-4" />
          Back to Blog
        </Link>
      </div>
    </article>
  );
}
