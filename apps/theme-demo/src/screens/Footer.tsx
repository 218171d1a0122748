import { FooterBar, Icon } from '@whitelabel/ui';
import { useTranslation } from 'react-i18next';

/** The site's footer bar: Home, Promotion | invite | Support, Profile. */
export function Footer({ current, onSelect }: { current: 'home' | 'promotion' | 'profile'; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const item = (id: 'home' | 'promotion' | 'support' | 'profile', icon: 'home' | 'tag' | 'headset' | 'user') => ({
    id,
    label: t(`demo.footer.${id}`),
    icon: <Icon name={icon} />,
    onSelect: () => onSelect(id),
    current: id === current,
  });
  return (
    <FooterBar
      label={t('demo.footer.label')}
      items={[item('home', 'home'), item('promotion', 'tag'), item('support', 'headset'), item('profile', 'user')]}
      invite={{ label: t('demo.footer.invite'), icon: <Icon name="gift" size={28} />, onSelect: () => onSelect('invite') }}
    />
  );
}
