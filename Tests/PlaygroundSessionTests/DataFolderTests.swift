import Foundation
import PlaygroundSession
import Testing

struct DataFolderTests {
  @Test func theStandardFolderFollowsXDGDataHome() {
    let folder = DataFolder.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/blob"])
    #expect(folder.url.path == "/data/tca-playground")
    #expect(!folder.isTemporary)
  }

  @Test func withoutAnAbsoluteXDGDataHomeItIsUnderHome() {
    for environment in [["HOME": "/home/blob"], ["XDG_DATA_HOME": "relative", "HOME": "/home/blob"]] {
      #expect(DataFolder.standard(environment: environment).url.path == "/home/blob/.local/share/tca-playground")
    }
  }

  @Test func aTemporaryFolderIsFreshEachTime() {
    #expect(DataFolder.temporary().url != DataFolder.temporary().url)
    #expect(DataFolder.temporary().isTemporary)
  }
}
