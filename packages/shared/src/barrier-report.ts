// The limits of a barrier report, the accessibility statement's form (docs/behaviour.md §25): the
// API's validator (api/src/shop/validators.ts) refuses what exceeds them, and the storefront's form
// (storefront/src/pages/BarrierReportForm.tsx) holds the same, so it says what is wrong before sending.
export const BARRIER_REPORT_LIMITS = {
  /** Characters of the name, which may be left empty. */
  name: 200,
  /** Characters of where the barrier is (a page's address, or words), which may be left empty. */
  page: 500,
  /** Characters of the description of the barrier. */
  message: { min: 10, max: 5000 },
} as const;
