import { useNavigate } from "react-router";

import { Button } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { hasPreviousSitePage } from "~/lib/history";

/** Back to the previous page of this site; on a direct visit (no such page) to the catalogue instead. */
export function GoBackButton() {
  const navigate = useNavigate();
  function goBack() {
    const arrival = {
      historyState: window.history.state,
      historyLength: window.history.length,
      referrer: document.referrer,
      origin: window.location.origin,
    };
    if (hasPreviousSitePage(arrival)) void navigate(-1);
    else void navigate("/courses");
  }
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
      <ArrowLeft />
      Go Back
    </Button>
  );
}
