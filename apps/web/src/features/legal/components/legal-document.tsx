import type { ReactNode } from 'react';
import './legal.css';

/** A legal page: its title, the date of its version and a lead, then its sections. */
export function LegalDocument({
  title,
  date,
  lead,
  children,
}: {
  title: string;
  date: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <article className="legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__date">{date}</p>
        <p className="legal__lead">{lead}</p>
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => <p key={text}>{text}</p>);
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="legal-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
