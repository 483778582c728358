// expected-error: does not conform to protocol 'IHostedView'
// expected-error: if 'Settings' conformed to 'AnyObject'
// A hosted view's view model is a class: navigation and results share it with the view.
import HarborNavigation

struct Settings {}

struct SettingsView: IHostedView {
    let viewModel: Settings
}
