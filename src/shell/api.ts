/**
 * The typed way to call the API: paths, queries, bodies and answers come from the server's route
 * schemas (generated/client/api.ts, written by `recruit generate`), so a renamed field or a removed
 * call fails the type check. Behaviour (envelope, errors, toasts, timeouts) is the one HTTP client's.
 *
 *   const me = await api.get('/User/GetUserInfo');          // me.account: string
 *   await api.post('/PositionType/Add', { name, sort });     // the body is checked too
 */
import type { ApiPaths } from '../../generated/client/api.ts';
import { http, type CallOptions, type Download, type Query } from './http.ts';

type Verb = 'get' | 'post' | 'put' | 'delete';

/** The paths that answer a verb. */
export type ApiPath<V extends Verb> = { [P in keyof ApiPaths]: ApiPaths[P] extends Record<V, unknown> ? P : never }[keyof ApiPaths];

/** One call: its `query`, `body` and `data` (the envelope's data on success). */
type Call<P extends keyof ApiPaths, V extends Verb> = ApiPaths[P] extends Record<V, infer C> ? C : never;

type QueryOf<C> = C extends { query: infer Q } ? Q : C extends { query?: infer Q } ? Q | undefined : undefined;
type BodyOf<C> = C extends { body: infer B } ? B : undefined;
type DataOf<C> = C extends { data: infer D } ? D : unknown;

/** Arguments after the path: optional when the call needs nothing. */
type QueryArgs<C> = undefined extends QueryOf<C> ? [query?: QueryOf<C>, opts?: CallOptions] : [query: QueryOf<C>, opts?: CallOptions];
type BodyArgs<C> = undefined extends BodyOf<C> ? [body?: BodyOf<C>, opts?: CallOptions] : [body: BodyOf<C>, opts?: CallOptions];

export const api = {
  get: <P extends ApiPath<'get'>>(path: P, ...[query, opts]: QueryArgs<Call<P, 'get'>>) =>
    http.get<DataOf<Call<P, 'get'>>>(path, query as Query | undefined, opts),
  post: <P extends ApiPath<'post'>>(path: P, ...[body, opts]: BodyArgs<Call<P, 'post'>>) =>
    http.post<DataOf<Call<P, 'post'>>>(path, body, opts),
  put: <P extends ApiPath<'put'>>(path: P, ...[body, opts]: BodyArgs<Call<P, 'put'>>) => http.put<DataOf<Call<P, 'put'>>>(path, body, opts),
  delete: <P extends ApiPath<'delete'>>(path: P, ...[query, opts]: QueryArgs<Call<P, 'delete'>>) =>
    http.delete<DataOf<Call<P, 'delete'>>>(path, query as Query | undefined, opts),
  /** A file from a GET (exports, templates); its name comes from Content-Disposition. */
  download: <P extends ApiPath<'get'>>(path: P, ...[query, opts]: QueryArgs<Call<P, 'get'>>): Promise<Download> =>
    http.download(path, query as Query | undefined, opts),
  /** A file rendered from a POST body (the offer letter's preview). */
  postFile: <P extends ApiPath<'post'>>(path: P, ...[body, opts]: BodyArgs<Call<P, 'post'>>): Promise<Download> =>
    http.postFile(path, body, opts),
};

/** A path as the seeds and the resource definitions write it, without the leading slash: `CallName<ApiPath<'get'>>`. */
export type CallName<P extends string> = P extends `/${infer N}` ? N : never;

/** What a call answers: `ApiData<'/User/GetUserInfo'>` (GET unless another verb is named). */
export type ApiData<P extends keyof ApiPaths, V extends Verb = 'get'> = DataOf<Call<P, V>>;
/** What a call takes as its query or body. */
export type ApiQuery<P extends keyof ApiPaths, V extends Verb = 'get'> = NonNullable<QueryOf<Call<P, V>>>;
export type ApiBody<P extends keyof ApiPaths, V extends Verb = 'post'> = BodyOf<Call<P, V>>;
