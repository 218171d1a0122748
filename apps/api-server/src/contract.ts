import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Schema, Schemas } from '@whitelabel/api/server';
import { HttpError } from './errors.js';
import { capDetails, findNul, nulError } from './transport.js';

const require = createRequire(import.meta.url);
const addFormats = addFormatsModule.default;

/** The contract documents, as JSON written by the openapi package's build. */
export function loadContractDocument(name: 'wps' | 'lgw'): Record<string, unknown> {
  return require(`@whitelabel/openapi/${name}.json`) as Record<string, unknown>;
}

/**
 * A JSON Schema validator for the contract's schemas: no coercion unless asked (query, path and headers coerce),
 * unknown fields kept for the schema to refuse, every problem reported unless told to stop at the first, the
 * schema's defaults filled in unless told not to.
 */
export function createContractAjv({
  coerce = false,
  allErrors = true,
  useDefaults = true,
}: { coerce?: boolean; allErrors?: boolean; useDefaults?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults,
    // OpenAPI adds keywords (example, xml, discriminator...) that plain JSON Schema does not know.
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/**
 * Checks a decrypted payload (the body inside a JWE) against a schema of the wps document, with the same
 * strictness as request bodies: no coercion, unknown fields rejected, every problem reported.
 */
export function validatePayload<Name extends keyof Schemas & string>(schemaName: Name, data: unknown): Schema<Name> {
  if (!ajv) {
    ajv = createContractAjv({ useDefaults: false });
    ajv.addSchema({ ...loadContractDocument('wps'), $id: 'wps' });
  }
  let validate = validators.get(schemaName);
  if (!validate) {
    validate = ajv.getSchema(`wps#/components/schemas/${schemaName}`);
    if (!validate) throw new Error(`No schema ${schemaName} in the contract`);
    validators.set(schemaName, validate);
  }
  if (!validate(data)) {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      'The payload does not match the contract',
      undefined,
      capDetails(
        (validate.errors ?? []).map((issue) => ({
          field: [
            'payload',
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            (issue.params as { missingProperty?: string }).missingProperty ?? (issue.params as { additionalProperty?: string }).additionalProperty,
          ]
            .filter(Boolean)
            .join('.'),
          message: issue.message ?? 'is invalid',
        })),
      ),
    );
  }
  const nul = findNul(data, 'payload');
  if (nul) throw nulError(nul);
  return data as Schema<Name>;
}
