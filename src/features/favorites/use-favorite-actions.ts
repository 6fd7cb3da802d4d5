import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { notifyError, notifySuccess } from '../../lib/notify'
import { favoritesStore } from './use-favorites'

/**
 * Adding and removing favourites, each with the notification the spec gives it (section 4); a
 * removal can be undone from its notification.
 */
export function useFavoriteActions() {
  const { t } = useLingui()
  const storageRefused = () => notifyError(t`Your browser did not let us change your favorites. Check that this site may store data.`)

  const actions = {
    add(carId: number, carName: string) {
      const result = favoritesStore().add(carId)
      if (result === 'added') notifySuccess(t`Added to Favorites list`, { description: carName })
      else if (result === 'unavailable') storageRefused()
      else if (result === 'full') {
        const max = appConfig.favorites.maxItems
        notifyError(t`You can keep up to ${plural(max, { one: '# car', other: '# cars' })} in your favourites. Remove one to add another.`)
      }
    },
    remove(carId: number, carName: string) {
      const result = favoritesStore().remove(carId)
      if (result === 'removed') {
        notifySuccess(t`Removed from Favorites list`, {
          description: carName,
          action: {
            label: t({ message: 'Undo', comment: 'Button in the notice after a car was removed from the saved cars; puts it back' }),
            onClick: () => actions.add(carId, carName),
          },
        })
      } else if (result === 'unavailable') storageRefused()
    },
  }
  return actions
}
