import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchCaptcha } from './api';

/** A fresh captcha key: 32 hex characters (the server accepts [A-Za-z0-9_-], at most 64). */
export function newCaptchaKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The captcha of a form: its key, its image, and a refresh. A captcha is single use and expires after
 * two minutes, so forms refresh it after every submit that reached the server.
 */
export function useCaptcha() {
  const [key, setKey] = useState(newCaptchaKey);
  const query = useQuery({
    queryKey: ['auth', 'captcha', key],
    queryFn: () => fetchCaptcha(key),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const refresh = useCallback(() => setKey(newCaptchaKey()), []);
  return { key, image: query.data, loading: query.isFetching, failed: query.isError, refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;
