import { useLingui } from '@lingui/react/macro';
import { HOLD_TTL_SECONDS } from '@tredjedel/domain';
import { useEffect, useState } from 'react';

/** A calm hold countdown: whole minutes, seconds only in the last minute; announced at most once a minute. */
export function HoldCountdown({ expireAt, offset }: { expireAt: string; offset: number }) {
  const { t } = useLingui();
  const end = Date.parse(expireAt);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  if (Number.isNaN(end)) return null;
  const seconds = Math.max(0, Math.round((end - now) / 1000));
  const minutes = Math.min(HOLD_TTL_SECONDS / 60, Math.ceil(seconds / 60));
  const text =
    seconds >= 60 ? t`Dit bord er reserveret i ${minutes} min.` : t`Dit bord er reserveret i ${seconds} sek.`;
  return (
    <p className="td-countdown">
      <span>{text}</span>
    </p>
  );
}
