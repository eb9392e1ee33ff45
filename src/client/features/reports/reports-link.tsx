import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { REPORTS_PAGE as words } from "../../../../content/weekly/report";
import { DashboardSection } from "../../components/ui/dashboard-section";

/** The dashboard's way to the weekly reports (the archive, or the offer on the free plan). */
export function ReportsLink() {
  return (
    <DashboardSection title={words.dashboardTitle} icon={CalendarDays}>
      <p className="text-indigo-100/90">{words.dashboardText}</p>
      <Link to="/reports" className="btn-ghost mt-4 inline-flex">
        {words.dashboardLink}
      </Link>
    </DashboardSection>
  );
}
