import { describe, expect, it, vi } from 'vitest';
import { createAppNavigation } from './app-navigation';

describe('the shell navigation outside the routes', () => {
  it('keeps a navigation asked for before the routes render and makes it once they do', () => {
    const navigation = createAppNavigation();
    navigation.navigate('/m/login');
    const navigate = vi.fn();
    navigation.attach(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/m/login');
    navigation.navigate('/m/home');
    expect(navigate).toHaveBeenLastCalledWith('/m/home');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners each page shown until they leave', () => {
    const navigation = createAppNavigation();
    const listener = vi.fn();
    const leave = navigation.subscribe(listener);
    navigation.located('/m/game');
    expect(navigation.pathname()).toBe('/m/game');
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    navigation.located('/m/home');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigation.pathname()).toBe('/m/home');
  });
});
