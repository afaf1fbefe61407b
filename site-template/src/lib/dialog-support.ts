/** What the browser does natively for the kitchen's dialogs, or needs done for it. */
export interface DialogSupport {
  /** Button commands (`command` and `commandfor`), Baseline since late 2025. */
  commands: boolean;
  /** `closedby="any"` (a click on the backdrop closes the dialog). */
  closedBy: boolean;
}
