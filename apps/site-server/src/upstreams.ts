/**
 * The API origins the proxy sends to, in turn. An origin that refused or dropped a connection is left out
 * (marked down) until a health check (`/wps/system/status`) finds it answering again, so one dead instance
 * costs the requests in flight at that moment, not every other request after it.
 */
export interface UpstreamOptions {
  /** Pause between two health checks of an origin that is down. */
  probeIntervalMs: number;
  /** Longest wait for one health check's answer. */
  probeTimeoutMs: number;
  onChange?: (origin: string, up: boolean) => void;
}

/** Failures that show the origin itself is gone (refused, reset, closed, unreachable), as against a slow or failing answer. */
const connectionFailureCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

export function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && connectionFailureCodes.has(code)) return true;
  }
  return false;
}

export class Upstreams {
  private turn = 0;
  /** Origins marked down, with the timer of their next health check. */
  private readonly down = new Map<string, ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(
    readonly origins: readonly string[],
    private readonly options: UpstreamOptions,
  ) {}

  isUp(origin: string): boolean {
    return !this.down.has(origin);
  }

  /**
   * The next origin in turn that is up, other than `except`. With none up: undefined when an exception was
   * asked for (nowhere else to go), else the next in turn anyway, so that the request fails fast (502).
   */
  pick(except?: string): string | undefined {
    const count = this.origins.length;
    for (let step = 0; step < count; step += 1) {
      const origin = this.origins[(this.turn + step) % count]!;
      if (origin !== except && this.isUp(origin)) {
        this.turn = (this.turn + step + 1) % count;
        return origin;
      }
    }
    if (except !== undefined) return undefined;
    const origin = this.origins[this.turn % count]!;
    this.turn = (this.turn + 1) % count;
    return origin;
  }

  /** Leaves `origin` out from now on and checks its health until it answers. */
  markDown(origin: string): void {
    if (this.closed || this.down.has(origin) || !this.origins.includes(origin)) return;
    this.options.onChange?.(origin, false);
    this.scheduleProbe(origin);
  }

  private scheduleProbe(origin: string) {
    const timer = setTimeout(() => void this.probe(origin), this.options.probeIntervalMs);
    // A pending health check never keeps the process alive.
    timer.unref();
    this.down.set(origin, timer);
  }

  private async probe(origin: string) {
    let up = false;
    try {
      const response = await fetch(`${origin}/wps/system/status`, { signal: AbortSignal.timeout(this.options.probeTimeoutMs) });
      await response.body?.cancel();
      up = response.ok;
    } catch {
      // still down
    }
    if (this.closed) return;
    if (!up) return this.scheduleProbe(origin);
    this.down.delete(origin);
    this.options.onChange?.(origin, true);
  }

  /** Stops the health checks (the server is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.down.values()) clearTimeout(timer);
    this.down.clear();
  }
}
