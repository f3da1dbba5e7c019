import { createFileRoute, useNavigate } from "@tanstack/react-router";
import type { Period } from "../../../convex/lib/periods";
import { requirePage } from "../../auth/guards";
import { useFamilyToday } from "../../features/dates/useToday";
import { financeSearch } from "../../features/finance/periodSearch";
import { periodFromSearch, searchForPeriod } from "../../features/finance/periodView";
import { FinanceDashboard } from "./finance/-components/FinanceDashboard";

export const Route = createFileRoute("/_guarded/finance")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "finance", { quiet: preload, cause }),
  validateSearch: financeSearch,
  component: Finance,
});

/** The finance dashboard of the period in the URL (?view=…&at=…), so reload and Back keep it. */
function Finance() {
  const today = useFamilyToday();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const period = periodFromSearch(search, today);

  function show(next: Period) {
    void navigate({ search: searchForPeriod(next, today) });
  }

  return <FinanceDashboard period={period} today={today} onPeriodChange={show} focusBill={search.bill} focusBillMonth={search.billMonth} />;
}
