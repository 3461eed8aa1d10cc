import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/ui/Card';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { INTERNAL_LINK_ATTRIBUTE, renderMarkdown } from './render-markdown';
import './pages.css';

/** The cream reading card every content page sits on. */
export function ContentPage({ children }: { children: ReactNode }) {
  return <Card className="content-page">{children}</Card>;
}

/**
 * Our Markdown as HTML. Links into the app go through the router (no full reload), in-page links
 * jump to the heading ids, and arriving with a #fragment scrolls to that heading.
 */
export function Markdown({ source }: { source: string }) {
  const { productName } = useRuntimeConfig();
  const html = useMemo(() => renderMarkdown(source, productName), [source, productName]);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // A malformed fragment: stay at the top.
    }
    // jsdom has no layout, so no scrollIntoView; browsers all do.
    const target = document.getElementById(id);
    if (target && container.current?.contains(target)) target.scrollIntoView?.();
  }, [hash, html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    // Modified clicks keep their usual meaning (new tab, new window, download).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest(`a[${INTERNAL_LINK_ATTRIBUTE}]`);
    const href = link?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The links inside are the interactive elements; this only hands their clicks to the router.
    <div
      ref={container}
      className="markdown"
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

interface MarkdownPageProps {
  source: string;
  /** Shown after the Markdown, inside the same card (a list, an action). */
  children?: ReactNode;
}

export function MarkdownPage({ source, children }: MarkdownPageProps) {
  return (
    <ContentPage>
      <Markdown source={source} />
      {children}
    </ContentPage>
  );
}
