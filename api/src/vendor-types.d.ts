/** Minimal typings for the two untyped packages of the structured-data checks (the API's pre-publish checks and the browser test of every built page). */
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: unknown;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}
