import { useParams } from 'react-router';
import { PageColumn } from '../../../shared/PageHeader';
import { parseGroupType } from './admin-tree';
import { GroupNotFound } from './AdminTrail';
import { SubGroupAdmin } from './SubGroupAdmin';
import { TimeGroupAdmin } from './TimeGroupAdmin';

/** /time-tracker/admin/{groupType}/{groupId}: one time group or sub group. */
export default function GroupAdminPage() {
  const { groupType, groupId } = useParams();
  const type = parseGroupType(groupType);
  return (
    <PageColumn>
      {!type || !groupId ? (
        <GroupNotFound />
      ) : type === 'time-group' ? (
        <TimeGroupAdmin key={groupId} timeGroupId={groupId} />
      ) : (
        <SubGroupAdmin key={groupId} subGroupId={groupId} />
      )}
    </PageColumn>
  );
}
