import {
  ErrorText,
  apiRequestFailed,
  pathTo,
  type ApiError,
  type ApiRoute,
  type HasPathParams,
  type PathParams,
  type QueryValues,
} from '@storyloom/contracts';

/**
 * A failed API call: the product's message plus what the server said (docs/product.md, "Errors
 * and failure handling").
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** The parsed JSON error body, or null when the body was empty or not JSON. */
  readonly data: unknown;
  /** The body as it came, where a caller shows it raw (reminder completion, spec section 8). */
  readonly responseText: string | undefined;

  constructor(message: string, status: number, data: unknown, responseText?: string) {
    super(message);
    this.status = status;
    this.data = data;
    this.responseText = responseText;
  }

  /** The body in the API's error shape ({ error, message, status }), or null when it is not. */
  get apiError(): ApiError | null {
    return readApiError(this.data);
  }
}

/**
 * The API's error shape (the contracts' apiErrorSchema), checked by hand: error messages are
 * shown on the first screen, which does not load zod.
 */
export function readApiError(data: unknown): ApiError | null {
  if (typeof data !== 'object' || data === null) return null;
  const { error, message, status } = data as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return null;
  if (typeof status !== 'number' || !Number.isInteger(status)) return null;
  return { error, message, status };
}

/** What the server said went wrong, when it sent a message (a non-empty one). */
export function serverMessageOf(error: unknown): string | null {
  return (error instanceof ApiRequestError && error.apiError?.message) || null;
}

/** The server's own error code ('bag_full', 'already_subscribed', …), if it sent one. */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiRequestError ? (error.apiError?.error ?? null) : null;
}

/** The HTTP status of a failed API call (402 too few credits, 404 not found, …), else null. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}

/** What a failed call says on screen: the server's message, else the error's own. */
export function userMessageOf(error: unknown): string {
  const serverMessage = serverMessageOf(error);
  if (serverMessage) return serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred';
}

/** Plain objects and arrays are sent as JSON; anything fetch understands is sent as is. */
export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  body?: BodyInit | Record<string, unknown> | unknown[] | null;
};

export interface ApiClientOptions {
  /** '' for the page's own origin, else an absolute origin without a trailing slash. */
  baseUrl: string;
  /** The signed-in user's ID token, or null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  /**
   * Headers every call carries besides these (the child profile a device acts as: the
   * contracts' CHILD_PROFILE_HEADER), read afresh for each call.
   */
  extraHeaders?: () => Record<string, string>;
}

export interface ApiClient {
  /** Authenticated JSON call; resolves to null for 204 or an empty body. */
  request<T>(path: string, init?: ApiRequestInit): Promise<T | null>;
  /** Authenticated download of binary content. */
  requestBlob(path: string, init?: ApiRequestInit): Promise<Blob>;
  /** JSON call without credentials, for public content. */
  publicRequest<T>(path: string, init?: ApiRequestInit): Promise<T | null>;
  /**
   * A call anyone may make, whose answer is read as it arrives (a stream of reply events): the
   * ID token goes along when someone is signed in, none otherwise. Resolves to the response once
   * its status is OK; any other status rejects with ApiRequestError. Optional because only
   * streaming features need it: createApiClient always has it, test fakes need not.
   */
  requestResponse?(path: string, init?: ApiRequestInit): Promise<Response>;
}

export function createApiClient({
  baseUrl,
  getIdToken,
  extraHeaders,
}: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function bearerToken(): Promise<string> {
    const token = await getIdToken();
    if (!token) throw new Error(ErrorText.userNotAuthenticated);
    return token;
  }

  function send(path: string, init: ApiRequestInit, token: string | null): Promise<Response> {
    const { body, headers: initHeaders, ...rest } = init;
    const headers = new Headers(initHeaders);
    // Only signed-in calls act as a child profile; public ones say nothing of the device.
    for (const [name, value] of Object.entries(token === null ? {} : (extraHeaders?.() ?? {}))) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    // FormData needs the browser's multipart boundary, so it must not get a JSON content type.
    if (!headers.has('Content-Type') && !(body instanceof FormData)) {
      headers.set('Content-Type', 'application/json');
    }
    return fetch(`${base}${path}`, { ...rest, headers, body: encodeBody(body) });
  }

  return {
    async request<T>(path: string, init: ApiRequestInit = {}) {
      const response = await send(path, init, await bearerToken());
      return readJson<T>(response);
    },
    async requestBlob(path: string, init: ApiRequestInit = {}) {
      const response = await send(path, init, await bearerToken());
      if (!response.ok) {
        const text = await response.text();
        throw new ApiRequestError(
          `${apiRequestFailed(statusTextOf(response))} - ${text}`,
          response.status,
          parseJsonOrNull(text),
        );
      }
      return response.blob();
    },
    async publicRequest<T>(path: string, init: ApiRequestInit = {}) {
      return readJson<T>(await send(path, init, null));
    },
    async requestResponse(path: string, init: ApiRequestInit = {}) {
      const response = await send(path, init, await getIdToken());
      if (!response.ok) {
        const text = await response.text();
        throw new ApiRequestError(
          apiRequestFailed(statusTextOf(response)),
          response.status,
          parseJsonOrNull(text),
        );
      }
      return response;
    },
  };
}

async function readJson<T>(response: Response): Promise<T | null> {
  const text = await response.text();
  if (!response.ok) {
    throw new ApiRequestError(
      apiRequestFailed(statusTextOf(response)),
      response.status,
      parseJsonOrNull(text),
      text,
    );
  }
  // Some calls answer 204, others 200 with no body (docs/product.md, "The API": reminder
  // completion).
  if (response.status === 204 || text === '') return null;
  return JSON.parse(text) as T;
}

// HTTP/2 responses carry no reason phrase; the status code is the most useful stand-in.
function statusTextOf(response: Response): string {
  return response.statusText || String(response.status);
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function encodeBody(body: ApiRequestInit['body']): BodyInit | null | undefined {
  if (Array.isArray(body) || isPlainObject(body)) return JSON.stringify(body);
  return body as BodyInit | null | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * One call to a route of the contracts' table (ApiRoutes): its method and path come from the
 * route, the path's values from `params` (required when the path names any), the query string
 * from `query` (undefined values left out); the rest is sent as ApiRequestInit says.
 */
export type RouteCall<Path extends string> = Omit<ApiRequestInit, 'method'> & {
  query?: QueryValues;
} & (HasPathParams<Path> extends true
    ? { params: PathParams<Path> }
    : { params?: Record<string, never> });

/** The call's options: optional for a route whose path names no parameter. */
export type RouteCallArgs<Path extends string> =
  HasPathParams<Path> extends true ? [call: RouteCall<Path>] : [call?: RouteCall<Path>];

function addressAndInit<Path extends string>(
  route: ApiRoute<Path>,
  call: RouteCall<Path> | undefined,
): [string, ApiRequestInit] {
  const { params, query, ...init } = call ?? {};
  // RouteCall has already checked the params against this route's path.
  const path = pathTo(route as ApiRoute<string>, params as Record<string, never>, query);
  return [path, { ...init, method: route.method }];
}

/** An authenticated JSON call to a route; resolves to null for 204 or an empty body. */
export async function callRoute<Path extends string>(
  api: ApiClient,
  route: ApiRoute<Path>,
  ...[call]: RouteCallArgs<Path>
): Promise<unknown> {
  return api.request<unknown>(...addressAndInit(route, call));
}

/** A JSON call to a route without credentials, for what anyone may read or send. */
export async function callPublicRoute<Path extends string>(
  api: ApiClient,
  route: ApiRoute<Path>,
  ...[call]: RouteCallArgs<Path>
): Promise<unknown> {
  return api.publicRequest<unknown>(...addressAndInit(route, call));
}

/**
 * A call to a route anyone may reach (signed in or not), resolving to the OK response for the
 * caller to read, e.g. as a stream of lines (readJsonLines).
 */
export async function callRouteForResponse<Path extends string>(
  api: ApiClient,
  route: ApiRoute<Path>,
  ...[call]: RouteCallArgs<Path>
): Promise<Response> {
  if (!api.requestResponse) throw new Error('This API client cannot read answers as they arrive.');
  return api.requestResponse(...addressAndInit(route, call));
}

/** An authenticated download of a route's binary answer (a PDF, an export). */
export async function callRouteForBlob<Path extends string>(
  api: ApiClient,
  route: ApiRoute<Path>,
  ...[call]: RouteCallArgs<Path>
): Promise<Blob> {
  return api.requestBlob(...addressAndInit(route, call));
}
