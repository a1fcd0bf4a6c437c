import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BridgedNavigation } from './app-navigation';

/** Inside the router: hands the shell's navigation the router's `navigate` and each page shown. */
export function NavigationBridge({ navigation }: { navigation: BridgedNavigation }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    navigation.attach((to) => void navigate(to));
  }, [navigation, navigate]);
  useEffect(() => {
    navigation.located(pathname);
  }, [navigation, pathname, search, hash]);
  return null;
}
