import { vi } from 'vitest';

// The shop's API as a component test sees it: `fetch` answered from a table, every call recorded. The screens
// keep their own api client, query hooks and error handling; only the network is replaced.

export interface FakeRequest {
  method: string;
  /** Under /api, with the query string: '/user/orderDetails/…'. */
  path: string;
  /** The JSON body sent, if any. */
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Called once the screen has read the body (its json() has resolved). */
  onBodyRead?: () => void;
}

/** An answer, or a function of the request giving one (it may wait, e.g. for a test to let it through). */
export type FakeRoute = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

interface FakeApi {
  /** Every call the screen made, in order. */
  readonly requests: FakeRequest[];
  /** Calls that found no route: a screen asking for something the test did not expect. */
  readonly unanswered: string[];
  /** Adds or replaces routes, e.g. a second answer for a later reload. */
  answer(routes: Record<string, FakeRoute>): void;
  /** The calls to one route, e.g. 'PUT /user/cancellOrder/…'. */
  calls(route: string): FakeRequest[];
}

let current: FakeApi | undefined;

/**
 * Replaces `fetch` for this test. Routes are keyed 'METHOD /path' (the path under /api, without the query string).
 * A call no route answers is answered 404 and remembered; the setup fails the test for it afterwards.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const table = new Map(Object.entries(routes));
  const requests: FakeRequest[] = [];
  const unanswered: string[] = [];
  const keyOf = (request: FakeRequest) => `${request.method} ${request.path.split('?')[0]}`;
  const api: FakeApi = {
    requests,
    unanswered,
    answer: (more) => {
      for (const [key, route] of Object.entries(more)) table.set(key, route);
    },
    calls: (route) => requests.filter((request) => keyOf(request) === route),
  };

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    if (!url.pathname.startsWith('/api/')) throw new Error(`fetch outside the API: ${url.pathname}`);
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.slice('/api'.length) + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    requests.push(request);
    const route = table.get(keyOf(request));
    if (!route) {
      unanswered.push(keyOf(request));
      return json(404, { message: `No answer for ${keyOf(request)} in this test.` });
    }
    const reply = typeof route === 'function' ? await route(request) : route;
    const response = json(reply.status ?? 200, reply.body);
    if (reply.onBodyRead) tellWhenRead(response, reply.onBodyRead);
    return response;
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  current = api;
  return api;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

/** Calls `read` when the screen's json() of the response (how the api client reads it) has resolved. */
function tellWhenRead(response: Response, read: () => void) {
  const json = response.json.bind(response);
  response.json = async () => {
    const body: unknown = await json();
    read();
    return body;
  };
}

/** For the setup: the calls of the test just finished that no route answered, then forgets the fake. */
export function takeUnanswered(): string[] {
  const left = current?.unanswered ?? [];
  current = undefined;
  return left;
}

/**
 * A reply the test lets through when it wants, to see the screen while a call is under way. `read` resolves once the
 * screen has read the released reply's body (even from a call it has given up on, whose signal the fake ignores):
 * what the screen does with it then takes its own promise steps, and React Query tells the screen in a timer of its
 * own, so a test waits for those before looking.
 */
export function heldReply(): {
  route: () => Promise<FakeReply>;
  release: (reply: FakeReply) => void;
  read: Promise<void>;
} {
  let release: (reply: FakeReply) => void = () => undefined;
  let bodyRead: () => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => (release = resolve));
  const read = new Promise<void>((resolve) => (bodyRead = resolve));
  return { route: () => reply, release: (answer) => release({ ...answer, onBodyRead: bodyRead }), read };
}
