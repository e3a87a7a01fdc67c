import { vi } from 'vitest';

/** An XMLHttpRequest stand-in: records what was sent, lets the test report progress and answer. */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  /** Answer every request at once with this reply (when set). */
  static autoReply: ((xhr: FakeXhr) => { status: number; body: unknown }) | undefined;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.autoReply?.(this);
    if (reply) queueMicrotask(() => this.respond(reply.status, reply.body));
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export function stubXhr() {
  FakeXhr.sent = [];
  FakeXhr.autoReply = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
