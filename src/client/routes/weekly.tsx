import { useParams } from "react-router";
import { ZODIAC_SIGNS, type ZodiacSign } from "../../shared/astrology/signs";
import { isIsoWeek } from "../../shared/weekly/week";
import { PageNotFound } from "../components/layout/page-not-found";
import { SignWeekPage } from "../features/weekly/sign-week-page";
import { QueryProvider } from "../lib/query-provider";

export function meta() {
  // The server sends the week's own title, description and link-preview tags with the page.
  return [{ title: "The weekly sky · Mystic Dice" }];
}

/** /weekly/:sign and /weekly/:sign/:week: a sign's free weekly edition. */
export default function WeeklyRoute() {
  const { sign = "", week = null } = useParams();
  if (!(ZODIAC_SIGNS as readonly string[]).includes(sign) || (week !== null && !isIsoWeek(week))) {
    return <PageNotFound />;
  }
  return (
    <QueryProvider>
      <SignWeekPage sign={sign as ZodiacSign} week={week} />
    </QueryProvider>
  );
}
