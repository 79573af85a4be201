import { ExportDataButton } from './export-data-button.tsx';
import { SessionsList } from './sessions-list.tsx';
import './privacy.css';

/** The profile's privacy card: signed-in devices and a copy of one's data. */
export function PrivacySection() {
  return (
    <>
      <SessionsList />
      <ExportDataButton />
    </>
  );
}
