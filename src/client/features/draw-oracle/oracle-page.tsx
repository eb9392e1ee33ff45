import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { divinationTools } from "../../../../content/site/divination-tools";
import type { DrawTool } from "../../../shared/draws/spreads";
import { PageHero } from "../../components/ui/page-hero";
import { SignUpCall } from "../../components/ui/sign-up-call";
import { useAuth, WhenAuthReady } from "../../lib/auth/auth-provider";
import { DrawOracle } from "./draw-oracle";
import { ORACLE_KINDS } from "./oracle-kinds";
import { OracleFeatures } from "./oracle-landing";

/** The page's title and description for its `meta` (the route's). */
export function oraclePageMeta(tool: DrawTool) {
  const { words } = ORACLE_KINDS[tool];
  return { title: words.metaTitle, description: words.metaDescription, path: `/${tool}` };
}

function SignedInOrVisitor({ tool }: { tool: DrawTool }) {
  const { user } = useAuth();
  const kind = ORACLE_KINDS[tool];
  if (!user) {
    return (
      <>
        <div className="px-4 sm:px-6">
          <SignUpCall title={kind.words.signUpTitle} text={kind.words.signUpText} path={`/${tool}`} />
        </div>
        <OracleFeatures kind={kind} />
      </>
    );
  }
  return (
    <>
      <DrawOracle kind={kind} />
      <p className="pb-16 text-center">
        <Link
          to={kind.libraryHref}
          className="inline-flex items-center gap-2 text-gold-200 underline underline-offset-4"
        >
          <BookOpen aria-hidden className="size-4" />
          {kind.words.libraryLabel}
        </Link>
      </p>
    </>
  );
}

/**
 * /tarot and /runes: the oracle's heading, then for a signed-in seeker the drawing oracle, and for a
 * visitor (and in the prerendered page) what the oracle offers with the call to sign up.
 */
export function OraclePage({ tool }: { tool: DrawTool }) {
  const kind = ORACLE_KINDS[tool];
  const title = divinationTools.find((entry) => entry.path === `/${tool}`)?.title ?? kind.words.oracleTitle;
  return (
    <>
      <PageHero eyebrow={kind.words.eyebrow} title={title}>
        <p>{kind.words.intro}</p>
      </PageHero>
      <WhenAuthReady fallback={<OracleFeatures kind={kind} />}>
        <SignedInOrVisitor tool={tool} />
      </WhenAuthReady>
    </>
  );
}
