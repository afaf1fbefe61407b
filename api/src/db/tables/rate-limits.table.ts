export interface RateLimitsTable {
  budget: string;
  key: string;
  /** Theoretical arrival time (epoch ms) of the generic cell rate algorithm. */
  tat: number;
}
