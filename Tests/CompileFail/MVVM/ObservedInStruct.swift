// expected-error: @Observed is for properties of classes
// @Observed stores the value before raising, which only a class's property can do.
import HarborMVVM

@MainActor
struct Settings {
    @Observed var title = ""
}
