import { useParams } from 'react-router';
import { DetailList } from '../../../crud/DetailList';
import { RecordPage } from '../../../crud/RecordPage';
import { formatDateTime } from '../../../format/dates';
import { usePageRecordTitle } from '../../../layout/pageTitle/recordTitle';
import { IsoFileTable } from './IsoFileTable';
import { IsoFileUpload } from './IsoFileUpload';
import { isosResource, type IsoTypes } from './isosResource';
import './isos.css';

/**
 * An ISO document's page, `/setup/isos/:id` (spec §2 Iso Documents, roles Gvr and Admin; §7): its
 * details and "Edit ISO document", and its files: attach several at once with progress, download,
 * delete after a confirmation.
 */
export function IsoPage() {
  const { id = '' } = useParams();
  return (
    <RecordPage resource={isosResource} id={id} listPath="/setup/isos">
      {(iso) => <IsoCards iso={iso} />}
    </RecordPage>
  );
}

function IsoCards({ iso }: { iso: IsoTypes['record'] }) {
  usePageRecordTitle(isosResource.rowLabel(iso));
  return (
    <div className="record-cards">
      <section className="record-card" aria-labelledby="iso-details-title">
        <h2 id="iso-details-title">Details</h2>
        <DetailList
          rows={[
            ['Code', iso.code],
            ['Company', iso.company?.name],
            ['Description', iso.description],
            ['Updated', formatDateTime(iso.updatedAt)],
          ]}
        />
      </section>
      <section className="record-card iso-files-card" aria-labelledby="iso-files-title">
        <h2 id="iso-files-title">Files</h2>
        <IsoFileUpload isoId={iso.id} />
        <IsoFileTable files={iso.documents} />
      </section>
    </div>
  );
}
