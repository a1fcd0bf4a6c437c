import type { InstallMessages } from './messages';

/** Spanish install texts; same keys as EN.ts. */
export default {
  update_title: 'Nueva versión',
  update_found: 'Hay una nueva versión, pulse Actualizar',
  refresh: 'Actualizar',
  upgrade_title: 'Hay una nueva versión de la app',
  upgrade_description: 'Actualiza ahora para tener las últimas funciones y correcciones.',
  upgrade_update_now: 'Actualizar ahora',
  download_starting: 'La descarga está empezando. Si no empieza, toca Descargar.',
  download_button: 'Descargar',
  download_none: 'No hay ninguna descarga disponible para este dispositivo.',
  download_choose: 'Elige la aplicación para tu dispositivo.',
  offline_title: 'Sin conexión',
  offline_message:
    'Estás sin conexión. La app se abrió desde este dispositivo; lo que necesita la red se cargará cuando vuelvas a estar en línea.',
} satisfies InstallMessages;
