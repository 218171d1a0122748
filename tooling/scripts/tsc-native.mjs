#!/usr/bin/env node
// TypeScript 7's compiler (the native port, `typescript-native` = typescript@7) under its own name: the workspace
// type-checks with it in under a third of TypeScript 5's processor time, while the tools that load TypeScript as a library
// (typescript-eslint, openapi-typescript, Storybook's docgen, knip) keep TypeScript 5.
//   tsc-native -p tsconfig.json --noEmit
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = dirname(fileURLToPath(import.meta.resolve('typescript-native/package.json')));
// The package's own launcher reads the arguments from process.argv and runs the platform's compiler binary.
await import(pathToFileURL(join(packageDir, 'lib', 'tsc.js')).href);
