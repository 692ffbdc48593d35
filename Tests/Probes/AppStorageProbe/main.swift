// Keeps two settings with @AppStorage and prints them, so a test can run it twice and see the
// first run's values in the second: `AppStorageProbe [name]` sets the name, every run counts itself.
import Graft

let name = AppStorage(wrappedValue: "nobody", "name")
let launches = AppStorage(wrappedValue: 0, "launches")
if let newName = CommandLine.arguments.dropFirst().first { name.wrappedValue = newName }
launches.wrappedValue += 1
print("name=\(name.wrappedValue) launches=\(launches.wrappedValue)")
