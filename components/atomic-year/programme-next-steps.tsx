import { timingCopy } from "@/lib/atomic-year/copy";
import { getScheduleFacts } from "@/lib/atomic-year/queries";

/** The checkout success page's next steps for The Atomic Year, from the schedule. */
export async function ProgrammeNextSteps() {
  const timing = timingCopy(await getScheduleFacts());
  const steps = [
    "Your Atomic Year programme has started: no recurring billing, nothing more to pay.",
    timing.welcome ? `${timing.welcome} Check your e-mail for your welcome instructions.` : null,
    timing.firstGuide,
    timing.rhythm,
  ];
  return steps.map((step) => (step ? <li key={step}>{step}</li> : null));
}
