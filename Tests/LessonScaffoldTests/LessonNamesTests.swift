import LessonNames
import Testing

/// How a folder's name gives the lesson's id and registration, for the plugin's tool and `new`.
struct LessonNamesTests {
  @Test(arguments: [
    ("counter", "counter"), ("sign-up", "sign-up"), ("MyIdea", "my-idea"), ("HTTPClient", "http-client"),
    ("Counter2", "counter2"), ("My2Ideas", "my2-ideas"), ("ABC", "abc"), ("X", "x"),
  ])
  func aFoldersNameGivesItsID(_ folder: String, _ id: String) {
    #expect(LessonNames.id(ofFolder: folder) == id)
    #expect(LessonNames.isID(id))
  }

  @Test func theRegistrationIsTheIDInCamelCase() {
    #expect(LessonNames.registrationName(ofID: "navigation-stack") == "navigationStack")
    #expect(LessonNames.registrationName(ofID: "http-client") == "httpClient")
    #expect(LessonNames.registrationName(ofID: "counter") == "counter")
  }

  @Test func aFolderIsNamedByAnIDOrByATypeName() {
    for name in ["counter", "sign-up", "tic-tac-toe", "MyIdea", "HTTPClient", "Idea2"] {
      #expect(LessonNames.isFolderName(name), "\(name)")
    }
    for name in ["", "Sign-up", "sign_up", "-counter", "counter-", "sign--up", "2fast", "myIdea", "My_Idea", "Café", "my idea"] {
      #expect(!LessonNames.isFolderName(name), "\(name)")
    }
  }
}
