import { DuetMark } from './logo.tsx';
import './splash.css';

/** Shown only while the first route chunks load; it has no text so it needs no translation. */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <DuetMark className="splash__mark" />
    </div>
  );
}
