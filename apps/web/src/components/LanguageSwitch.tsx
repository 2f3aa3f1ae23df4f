import { Segmented } from 'antd';
import type { Language } from '../lib/language';
import { useLanguageChoice } from './useLanguageChoice';

/** EN / 中文 switch of the back office, sign-in and error layouts (the client header draws the same choice). */
export function LanguageSwitch({ className }: { className?: string }) {
  return <Segmented<Language> className={className} size="small" {...useLanguageChoice()} />;
}
