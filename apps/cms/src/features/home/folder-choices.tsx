import { useId } from 'react';
import type { CategoryTreeNode, Site } from '@laurel/domain';
import { SaveMark } from '../../components/ui/save-mark';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { useSiteFields } from './use-site-field';

/** Every folder, depth first, with its depth (for indented choices). */
function flatten(nodes: CategoryTreeNode[], depth = 0): { node: CategoryTreeNode; depth: number }[] {
  return nodes.flatMap((n) => [{ node: n, depth }, ...flatten(n.children, depth + 1)]);
}

/** The grid folder (its sub-folders show as the home grid) and the carousel folders, in their order. */
export function HomeFolderChoices({ siteId, site, tree }: { siteId: string; site: Site; tree: CategoryTreeNode[] }) {
  const id = useId();
  const fields = useSiteFields(siteId, site);
  const grid = useFieldSave({ ...fields.home('gridCategoryId', 'Grid folder'), immediate: true });
  const carousel = useFieldSave({ ...fields.home('carouselCategoryIds', 'Carousel folders'), immediate: true });
  const all = flatten(tree);
  const nameOf = (folderId: string) =>
    all.find((f) => f.node._id === folderId)?.node.categoryName ?? 'A deleted folder';
  const move = (i: number, by: -1 | 1) => {
    const next = [...carousel.draft];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    carousel.change(next);
  };
  return (
    <>
      <div className="cms-field">
        <label className="cms-field__label" htmlFor={id}>
          Grid folder
        </label>
        <select
          id={id}
          className="cms-input"
          value={grid.draft ?? ''}
          onChange={(e) => grid.change(e.target.value || null)}
        >
          <option value="">All top-level folders</option>
          {all.map(({ node, depth }) => (
            <option key={node._id} value={node._id}>
              {'\u00a0\u00a0'.repeat(depth)}
              {node.categoryName}
            </option>
          ))}
        </select>
        <p className="cms-field__hint">The home page shows this folder’s sub-folders as cards.</p>
        <SaveMark status={grid.status} onRetry={grid.retry} />
      </div>
      <div className="cms-field">
        <span className="cms-field__label">Carousel folders</span>
        <ol className="cms-list" aria-label="Carousel folders">
          {carousel.draft.map((folderId, i) => (
            <li key={folderId} className="cms-list__row">
              <span className="cms-list__text">{nameOf(folderId)}</span>
              <button
                type="button"
                className="ui-button ui-button--ghost"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move ${nameOf(folderId)} earlier`}
              >
                ↑
              </button>
              <button
                type="button"
                className="ui-button ui-button--ghost"
                disabled={i === carousel.draft.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move ${nameOf(folderId)} later`}
              >
                ↓
              </button>
              <button
                type="button"
                className="ui-button ui-button--ghost"
                onClick={() => carousel.change(carousel.draft.filter((x) => x !== folderId))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <label className="cms-field">
          <span className="ui-visually-hidden">Add a folder to the carousel</span>
          <select
            className="cms-input"
            value=""
            onChange={(e) => e.target.value && carousel.change([...carousel.draft, e.target.value])}
          >
            <option value="">Add a folder to the carousel…</option>
            {all
              .filter(({ node }) => !carousel.draft.includes(node._id))
              .map(({ node, depth }) => (
                <option key={node._id} value={node._id}>
                  {'\u00a0\u00a0'.repeat(depth)}
                  {node.categoryName}
                </option>
              ))}
          </select>
        </label>
        <SaveMark status={carousel.status} onRetry={carousel.retry} />
      </div>
    </>
  );
}
