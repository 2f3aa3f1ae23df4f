import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readValue, writeRaw } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** Whether the visitor accepted the data-use licence (localStorage `AGREE_STANDARD`, SPEC §4). */
export function hasAcceptedLicence(): boolean {
  const value = readValue<unknown>(STORAGE_KEYS.agreeStandard);
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function acceptLicence(): void {
  writeRaw(STORAGE_KEYS.agreeStandard, 'true');
}

/**
 * The licence flag, read again on every navigation and when another tab changes it,
 * so the modal returns whenever the flag is unset (SPEC §4 "Licence").
 */
export function useLicenceAcceptance(): [accepted: boolean, accept: () => void] {
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(hasAcceptedLicence);

  useEffect(() => {
    void pathname;
    setAccepted(hasAcceptedLicence());
  }, [pathname]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.agreeStandard) setAccepted(hasAcceptedLicence());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const accept = useCallback(() => {
    acceptLicence();
    setAccepted(true);
  }, []);
  return [accepted, accept];
}
