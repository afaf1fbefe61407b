import { exportKitchenRecipes } from '@larder/shared/api/manage-recipes.endpoints';
import { useState } from 'react';
import { useSession } from '../session/use-session.tsx';
import { saveDownload } from '../ui/save-download.ts';

/**
 * "Export recipes": every recipe of the kitchen as a zip of schema.org JSON-LD files (any recipe
 * tool reads them; "Import a recipe" takes each back whole), downloaded at once.
 */
export function ExportRecipesButton({ siteSlug }: { siteSlug: string }) {
  const session = useSession();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const { blob, fileName } = await session.api.download(exportKitchenRecipes, { params: { siteSlug } });
      saveDownload(blob, fileName ?? `${siteSlug}-recipes.zip`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-quiet"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? 'Exporting…' : 'Export recipes'}
      </button>
      {state === 'failed' ? (
        <span className="form-error" role="alert">
          The export did not download. Try again.
        </span>
      ) : null}
    </>
  );
}
