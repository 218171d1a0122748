// Reads the contract documents and lists their operations; used by the contract check and the server.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const documents = ['wps.yaml'].map((name) => new URL(`../${name}`, import.meta.url));

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Parses one contract document. */
export function loadDocument(url) {
  return parse(readFileSync(url, 'utf8'));
}

/** Every operation of every document: { document, operationId, method, path, responses }. */
export function listOperations() {
  const operations = [];
  for (const url of documents) {
    const doc = loadDocument(url);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of methods) {
        const operation = item[method];
        if (!operation) continue;
        operations.push({
          document: url.pathname.split('/').pop(),
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          responses: Object.keys(operation.responses ?? {}),
        });
      }
    }
  }
  return operations;
}
