export interface ContractOperation {
  document: string;
  operationId: string | undefined;
  method: string;
  path: string;
  responses: string[];
}
export declare const documents: URL[];
export declare function loadDocument(url: URL): Record<string, unknown>;
export declare function listOperations(): ContractOperation[];
