import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A job handler's name for people: the known built-ins by their label, others by their code name. */
export function useHandlerLabel() {
  const { t, i18n } = useTranslation('jobs');
  return useCallback(
    (name: string) =>
      i18n.exists(`jobs:handlers.${name}`) ? t(`handlers.${name}` as 'handlers.refreshDictCache') : name,
    [t, i18n],
  );
}
