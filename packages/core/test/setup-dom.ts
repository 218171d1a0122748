// jsdom installs its own typed-array constructors while TextEncoder stays Node's, so `encode()`
// results fail `instanceof Uint8Array` in libraries that check it (jose, used to seal payloads).
// Browsers have one realm; this makes the test realm behave the same.
// Test files share one environment (isolate: false): the encoder is replaced once, not wrapped again per file.
const NodeTextEncoder = globalThis.TextEncoder;

class RealmTextEncoder extends NodeTextEncoder {
  static readonly realm = true;
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}

if (!('realm' in NodeTextEncoder)) globalThis.TextEncoder = RealmTextEncoder;
