import { DETAIL_AUDIENCES, INVITATION_RULES, PROFILE_DETAILS } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MemberListSection } from '@/features/connections/connections.ui';
import { MoveButtons } from '@/features/relationship/relationship.ui';
import { memberListQueryOptions } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { PreviewChoice } from './PreviewChoice';
import { SettingSelect, SettingSwitch } from './SettingControls';
import { SettingsCard, SettingsPage, WithSettings } from './SettingsPage';
import { useUpdateSettings } from './settings.mutations';
import '@/features/settings/settings.texts';

/**
 * /settings/privacy (Confidentialité et sécurité): who sees, invites and finds the member, and
 * the members they blocked, each with 'Débloquer'.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const blocked = useInfiniteQuery(memberListQueryOptions('blocked'));
  return (
    <SettingsPage title={t('settings.privacy.title')} intro={t('settings.privacy.intro')}>
      <WithSettings>
        {({ privacy }) => (
          <>
            <SettingsCard id="privacy-details" title={t('settings.privacy.details.title')}>
              <div className="d-grid gap-3">
                {PROFILE_DETAILS.map((detail) => (
                  <SettingSelect
                    key={detail}
                    label={t(`settings.privacy.details.${detail}`)}
                    value={privacy.details[detail]}
                    values={DETAIL_AUDIENCES}
                    optionLabel={(audience) => t(`settings.audiences.${audience}`)}
                    onChange={(audience) =>
                      update.mutate({ privacy: { details: { [detail]: audience } } })
                    }
                  />
                ))}
              </div>
            </SettingsCard>
            <SettingsCard id="privacy-contact" title={t('settings.privacy.contact.title')}>
              <div className="d-grid gap-3">
                <SettingSelect
                  label={t('settings.privacy.contact.invitations')}
                  value={privacy.invitations}
                  values={INVITATION_RULES}
                  optionLabel={(rule) => t(`settings.privacy.contact.${rule}`)}
                  onChange={(invitations) => update.mutate({ privacy: { invitations } })}
                />
                <SettingSwitch
                  label={t('settings.privacy.contact.searchable')}
                  checked={privacy.searchable}
                  onChange={(searchable) => update.mutate({ privacy: { searchable } })}
                />
                <SettingSwitch
                  label={t('settings.privacy.contact.friendsListVisible')}
                  checked={privacy.friends_list_visible}
                  onChange={(visible) =>
                    update.mutate({ privacy: { friends_list_visible: visible } })
                  }
                />
                <SettingSwitch
                  label={t('settings.privacy.contact.showOnline')}
                  checked={privacy.show_online}
                  onChange={(show) => update.mutate({ privacy: { show_online: show } })}
                />
              </div>
            </SettingsCard>
          </>
        )}
      </WithSettings>
      <PreviewChoice />
      <MemberListSection
        id="privacy-blocked"
        title={t('settings.privacy.blocked.title')}
        subtitle={t('settings.privacy.blocked.intro')}
        query={blocked}
        emptyText={t('settings.privacy.blocked.empty')}
        errorText={t('settings.privacy.blocked.error')}
        actions={(member) => <MoveButtons member={member} moves={['unblock']} />}
      />
    </SettingsPage>
  );
}
