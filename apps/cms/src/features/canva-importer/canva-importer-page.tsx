import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CANVA_NOT_SET_UP, CANVA_WHAT_COMES_IN, homePath, mediaLibraryPath, type CanvaDesign } from '@laurel/domain';
import { Workroom, WorkroomMessage } from '../../components/workroom/workroom';
import { useSettled } from '../../components/workroom/use-settled';
import { canvaApi, messageOf } from './canva-endpoints';
import { ConnectPanel } from './connect-panel';
import { DesignGrid } from './design-grid';
import { ImportPanel } from './import-panel';
import { RecentImports } from './recent-imports';
import { useFinishConnect } from './use-finish-connect';
import './canva.css';

/**
 * `/canvaImporter/{siteId}` (admins): bring designs made in Canva into the site's media library. Off and
 * explained when the installation has no Canva integration; otherwise connect the admin's Canva account
 * (back here through `/canva-redirect`), pick a design, a format, and watch it arrive in the library.
 */
export default function CanvaImporterPage() {
  const { siteId = '' } = useParams();
  const finishing = useFinishConnect(siteId);
  const status = canvaApi.useCanvaStatusQuery(siteId, { skip: finishing.finishing });
  const [disconnect, disconnecting] = canvaApi.useCanvaDisconnectMutation();
  const [searchInput, setSearchInput] = useState('');
  const query = useSettled(searchInput);
  const [pages, setPages] = useState<string[]>([]);
  const [picked, setPicked] = useState<CanvaDesign | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setPages([]), [query]);

  const s = status.data;
  const connected = Boolean(s?.configured && s.connected);
  const leave = async () => {
    try {
      await disconnect(siteId).unwrap();
      setPicked(null);
      setNotice('Your Canva account is disconnected from Laurel.');
    } catch (err) {
      setNotice(messageOf(err, 'Canva could not be disconnected. Please try again.'));
    }
  };

  return (
    <Workroom
      title="Import from Canva"
      lead="Bring posters, programmes and graphics designed in Canva into this site’s media library, as pictures or as a PDF flipbook, ready to use on any page."
      back={{ to: homePath(siteId), label: 'Back to the site' }}
      actions={
        <>
          <Link className="wr-button wr-button--secondary" to={mediaLibraryPath(siteId)}>
            Media library
          </Link>
          {connected ? (
            <button
              type="button"
              className="wr-button wr-button--secondary"
              onClick={() => void leave()}
              disabled={disconnecting.isLoading}
            >
              Disconnect Canva
            </button>
          ) : null}
        </>
      }
    >
      {finishing.error ? <WorkroomMessage tone="error">{finishing.error}</WorkroomMessage> : null}
      {notice ? (
        <WorkroomMessage tone="info" onDismiss={() => setNotice(null)}>
          {notice}
        </WorkroomMessage>
      ) : null}
      {finishing.finishing || status.isLoading ? (
        <p className="wr-muted" role="status">
          {finishing.finishing ? 'Connecting your Canva account…' : 'Checking Canva…'}
        </p>
      ) : status.isError ? (
        <WorkroomMessage tone="error">{messageOf(status.error, 'Canva’s status could not be read.')}</WorkroomMessage>
      ) : !s?.configured ? (
        <WorkroomMessage tone="info">{CANVA_NOT_SET_UP}</WorkroomMessage>
      ) : !s.connected ? (
        <ConnectPanel siteId={siteId} />
      ) : (
        <>
          <p className="wr-muted" role="status">
            Connected to Canva{s.displayName ? ` as ${s.displayName}` : ''}.
          </p>
          {picked ? <ImportPanel key={picked.id} siteId={siteId} design={picked} /> : null}
          <section className="wr-section" aria-labelledby="cv-designs-title">
            <div className="wr-toolbar">
              <h2 className="wr-section__title" id="cv-designs-title">
                Your designs
              </h2>
              <label className="wr-field wr-toolbar__grow">
                <span className="wr-field__label">Search Canva</span>
                <input
                  className="wr-input"
                  type="search"
                  value={searchInput}
                  placeholder="Title"
                  onChange={(e) => setSearchInput(e.target.value)}
                />
              </label>
            </div>
            <p className="wr-field__hint cv-what-comes-in">{CANVA_WHAT_COMES_IN}</p>
            {!picked ? <p className="wr-muted">Pick a design to import it.</p> : null}
            <DesignGrid
              siteId={siteId}
              query={query}
              pages={pages}
              onMore={(c) => setPages((p) => [...p, c])}
              selectedId={picked?.id ?? null}
              onSelect={setPicked}
            />
          </section>
          <RecentImports siteId={siteId} />
        </>
      )}
    </Workroom>
  );
}
