import { useState } from 'react';
import { useNotify, useRefresh, type NotificationOptions } from 'react-admin';
import { api, type ServerMethod } from './api';
import { apiErrorOf, formErrorsOf, type ApiProblem } from './errors';

type Notice = NotificationOptions & { type?: 'success' | 'info' | 'warning' | 'error' };

/** A server action: a method, an address and a body, or a function for the few that follow a job after. */
export type ServerRequest<T> = { method: ServerMethod; url: string; body?: unknown } | (() => Promise<T>);

export interface ServerActionOptions<T> {
  /** how the success notice shows (e.g. a longer autoHideDuration, or type 'warning'), or how for this answer */
  notice?: Notice | ((answer: T) => Notice);
  /** refresh react-admin's queries after a success (default true) */
  refresh?: boolean;
  onSuccess?: (answer: T) => void;
  /** takes a refusal instead of the error notification */
  onFailure?: (problem: ApiProblem) => void;
  /** said instead of the thrown error's words when the server sent no message */
  fallback?: string;
}

/** The success notice: the server's `message` (none when it sent none). */
function successMessage(answer: unknown): string | undefined {
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * One server action of a screen (post, put or delete to the API): while it runs `running`
 * is true; a success says the server's message and refreshes the page's data; a refusal
 * says the server's message, or, through `submit`, hands a 422's per-field messages to
 * the react-admin form that sent it (its `onSubmit` returns them onto the inputs).
 */
export function useServerAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);

  async function perform<T>(request: ServerRequest<T>, options: ServerActionOptions<T>, toForm: boolean) {
    setRunning(true);
    let answer: T;
    try {
      answer = typeof request === 'function' ? await request() : await api.send<T>(request.method, request.url, request.body);
    } catch (error) {
      const problem = apiErrorOf(error, options.fallback);
      const formErrors = toForm ? formErrorsOf(problem) : undefined;
      if (formErrors) return { formErrors };
      if (options.onFailure) options.onFailure(problem);
      else notify(problem.message, { type: 'error' });
      return {};
    } finally {
      setRunning(false);
    }
    const message = successMessage(answer);
    const notice = typeof options.notice === 'function' ? options.notice(answer) : options.notice;
    if (message) notify(message, { type: 'success', ...notice });
    if (options.refresh !== false) refresh();
    options.onSuccess?.(answer);
    return { answer };
  }

  return {
    running,
    /** Runs the action; its answer, or undefined when refused (the refusal is already said). */
    run: async <T>(request: ServerRequest<T>, options: ServerActionOptions<T> = {}): Promise<T | undefined> =>
      (await perform(request, options, false)).answer,
    /** For `<Form onSubmit>`: runs the action; a 422's messages per input, else undefined. */
    submit: async <T>(request: ServerRequest<T>, options: ServerActionOptions<T> = {}): Promise<Record<string, string> | undefined> =>
      (await perform(request, options, true)).formErrors,
  };
}
