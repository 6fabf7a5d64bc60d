// The worked example of Guides/MigratingFromMockingKit.md: the region between
// the snippet markers is the article's code block, kept identical to it by
// DocumentationSnippetTests. Namespaced so that its names never collide
// with the doubles of other tests.
import StuntDouble
import Testing

enum MockingKitMigration {
    // snippet: worked-example
    protocol Translator {
        func translate(_ text: String) -> String
    }

    protocol MessageSender {
        func send(_ text: String, to recipient: String) -> Bool
    }

    /// The code under test: translates a message once and sends it to each recipient.
    struct Notifier {
        let translator: any Translator
        let sender: any MessageSender

        /// Returns how many recipients the message reached.
        func notify(_ recipients: [String], of message: String) -> Int {
            let text = translator.translate(message)
            return recipients.filter { sender.send(text, to: $0) }.count
        }
    }

    final class TranslatorMock: Mocking, Translator {
        func translate(_ text: String) -> String { didCallFunction(withArguments: text) }
    }

    final class MessageSenderMock: Mocking, MessageSender {
        func send(_ text: String, to recipient: String) -> Bool { didCallFunction(withArguments: text, recipient) }
    }

    struct NotifierTests {
        @Test func everyRecipientIsSentTheTranslatedMessage() throws {
            let translator = TranslatorMock()
            translator.given("translate(_:)", willAnswer: { (text: String) in "[es] \(text)" })
            let sender = MessageSenderMock()
            sender.given("send(_:to:)", willAnswer: { (args: (String, String)) in args.1 != "bob" })

            let reached = Notifier(translator: translator, sender: sender).notify(["ana", "bob"], of: "hello")

            #expect(reached == 1)
            translator.verify(.once, callsToFunction: "translate(_:)")
            let sends = sender.receivedArguments(forCallsToFunction: "send(_:to:)", as: (String, String).self)
            try #require(sends.count == 2)
            #expect(sends[0].0 == "[es] hello")
            #expect(sends[0].1 == "ana")
            #expect(sends[1].1 == "bob")
        }
    }
    // end snippet
}
