// Writes each contract document as JSON into dist/, for consumers that should not parse YAML at run time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { documents, loadDocument } from './operations.mjs';

mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
for (const url of documents) {
  const name = url.pathname.split('/').pop().replace(/\.yaml$/, '.json');
  writeFileSync(new URL(`../dist/${name}`, import.meta.url), JSON.stringify(loadDocument(url)));
}
