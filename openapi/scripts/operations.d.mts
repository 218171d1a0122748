export interface ContractOperation {
  document: string;
  operationId: string | undefined;
  method: string;
  path: string;
  responses: string[];
  /** Security schemes accepted; '' means the operation is open to guests. */
  security: string[];
  /** Header parameters the operation declares (Merchant, Language, Encryption...). */
  headers: string[];
  /** Exists only on a development server (x-development-only). */
  developmentOnly: boolean;
}
export declare const documents: URL[];
export declare function loadDocument(url: URL): Record<string, unknown>;
export declare function listOperations(): ContractOperation[];
