/** One row of the report's targets table. */
export interface Target {
  target: string;
  reached: boolean;
  measured: string;
  /** why it is not reached, or a note on how it is */
  reason?: string;
}
