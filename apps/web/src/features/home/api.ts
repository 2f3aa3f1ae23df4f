import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { type HomeContentReply, toHomeView } from './home-content';

export const homeKeys = {
  content: ['reception', 'home-content'] as const,
};

/** GET /reception/index/cityIndexContent/content: carousel, introduction, video and members image. */
export async function fetchHomeContent(signal?: AbortSignal) {
  const reply = await http.get<HomeContentReply>('/reception/index/cityIndexContent/content', { signal, silent: true });
  return toHomeView(reply);
}

export function useHomeContent() {
  return useQuery({ queryKey: homeKeys.content, queryFn: ({ signal }) => fetchHomeContent(signal) });
}
