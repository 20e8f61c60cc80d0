/**
 * Calls to the API as a member, and the two checks every module's API tests make: a success
 * with its status (the body as T), or a refusal with its status and French sentence.
 */
import { expect } from 'vitest';
import type { Member } from './factories.ts';
import type { TestApp } from './test-app.ts';

export interface Answer {
  statusCode: number;
  json: <T>() => T;
  body: string;
  headers: Record<string, unknown>;
}

/** `member` calls `method url` with a JSON body. */
export const caller =
  (t: () => TestApp) =>
  (
    member: Member,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Answer> =>
    t().app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

/** The body of a success with `status` (undefined for a 204); any other status throws. */
export function ok<T>(response: Answer, status = 200): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return status === 204 ? (undefined as T) : response.json<T>();
}

/**
 * Expects a refusal with `status` and, when given, its French sentence: a service's rule
 * answers it as `error`, a schema's as the field's detail.
 */
export function refused(response: Answer, status: number, error?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  if (!error) return;
  const body = response.json<{ error: string; details?: Record<string, string> }>();
  expect([body.error, ...Object.values(body.details ?? {})]).toContain(error);
}
