// Reads the contract documents and lists their operations; used by the contract check and the server.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const documents = ['wps.yaml', 'lgw.yaml'].map((name) => new URL(`../${name}`, import.meta.url));

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Parses one contract document. */
export function loadDocument(url) {
  return parse(readFileSync(url, 'utf8'));
}

/**
 * Every operation of every document: { document, operationId, method, path, responses, security,
 * headers, developmentOnly }. security lists the scheme names an operation accepts ('' = anonymous).
 */
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
          security: (operation.security ?? doc.security ?? []).flatMap((requirement) =>
            Object.keys(requirement).length === 0 ? [''] : Object.keys(requirement),
          ),
          headers: (operation.parameters ?? []).map((parameter) => headerName(url, doc, parameter)).filter(Boolean),
          developmentOnly: operation['x-development-only'] === true,
        });
      }
    }
  }
  return operations;
}

/** The name of a header parameter (following a $ref into this or another document), else undefined. */
function headerName(url, doc, parameter) {
  let resolved = parameter;
  if (parameter.$ref) {
    const [file, pointer] = parameter.$ref.split('#');
    const target = file ? loadDocument(new URL(file, url)) : doc;
    resolved = pointer
      .split('/')
      .slice(1)
      .reduce((node, key) => node?.[key], target);
  }
  return resolved?.in === 'header' ? resolved.name : undefined;
}
